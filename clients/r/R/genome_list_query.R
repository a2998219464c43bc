#' Create a new GenomeListQuery
#'
#' @description
#' The applied parameters.
#'
#' @docType class
#' @title GenomeListQuery
#' @description GenomeListQuery Class
#' @format An \code{R6Class} generator object
#' @field q The full-text query; an empty string when none was given. character
#' @field page  integer
#' @field pageSize  integer
#' @field sortBy  \link{GenomeSortBy}
#' @field sortDirection  \link{SortDirection}
#' @field family  character
#' @field subfamily  character
#' @field source  character
#' @field hasBrowser  character
#' @field assemblyLevel  \link{NullableAssemblyLevel}
#' @field minBuscoCompletePct  numeric
#' @field minN50Kb  numeric
#' @field releasedAfter  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeListQuery <- R6::R6Class(
  "GenomeListQuery",
  public = list(
    `q` = NULL,
    `page` = NULL,
    `pageSize` = NULL,
    `sortBy` = NULL,
    `sortDirection` = NULL,
    `family` = NULL,
    `subfamily` = NULL,
    `source` = NULL,
    `hasBrowser` = NULL,
    `assemblyLevel` = NULL,
    `minBuscoCompletePct` = NULL,
    `minN50Kb` = NULL,
    `releasedAfter` = NULL,

    #' @description
    #' Initialize a new GenomeListQuery class.
    #'
    #' @param q The full-text query; an empty string when none was given.
    #' @param page page
    #' @param pageSize pageSize
    #' @param sortBy sortBy
    #' @param sortDirection sortDirection
    #' @param family family
    #' @param subfamily subfamily
    #' @param source source
    #' @param hasBrowser hasBrowser
    #' @param assemblyLevel assemblyLevel
    #' @param minBuscoCompletePct minBuscoCompletePct
    #' @param minN50Kb minN50Kb
    #' @param releasedAfter releasedAfter
    #' @param ... Other optional arguments.
    initialize = function(`q`, `page`, `pageSize`, `sortBy`, `sortDirection`, `family`, `subfamily`, `source`, `hasBrowser`, `assemblyLevel`, `minBuscoCompletePct`, `minN50Kb`, `releasedAfter`, ...) {
      if (!missing(`q`)) {
        if (!(is.character(`q`) && length(`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", `q`))
        }
        self$`q` <- `q`
      }
      if (!missing(`page`)) {
        if (!(is.numeric(`page`) && length(`page`) == 1)) {
          stop(paste("Error! Invalid data for `page`. Must be an integer:", `page`))
        }
        self$`page` <- `page`
      }
      if (!missing(`pageSize`)) {
        if (!(is.numeric(`pageSize`) && length(`pageSize`) == 1)) {
          stop(paste("Error! Invalid data for `pageSize`. Must be an integer:", `pageSize`))
        }
        self$`pageSize` <- `pageSize`
      }
      if (!missing(`sortBy`)) {
        if (!(`sortBy` %in% c())) {
          stop(paste("Error! \"", `sortBy`, "\" cannot be assigned to `sortBy`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`sortBy`))
        self$`sortBy` <- `sortBy`
      }
      if (!missing(`sortDirection`)) {
        if (!(`sortDirection` %in% c())) {
          stop(paste("Error! \"", `sortDirection`, "\" cannot be assigned to `sortDirection`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`sortDirection`))
        self$`sortDirection` <- `sortDirection`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`subfamily`)) {
        if (!(is.character(`subfamily`) && length(`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", `subfamily`))
        }
        self$`subfamily` <- `subfamily`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`hasBrowser`)) {
        if (!(is.logical(`hasBrowser`) && length(`hasBrowser`) == 1)) {
          stop(paste("Error! Invalid data for `hasBrowser`. Must be a boolean:", `hasBrowser`))
        }
        self$`hasBrowser` <- `hasBrowser`
      }
      if (!missing(`assemblyLevel`)) {
        if (!(`assemblyLevel` %in% c())) {
          stop(paste("Error! \"", `assemblyLevel`, "\" cannot be assigned to `assemblyLevel`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`assemblyLevel`))
        self$`assemblyLevel` <- `assemblyLevel`
      }
      if (!missing(`minBuscoCompletePct`)) {
        self$`minBuscoCompletePct` <- `minBuscoCompletePct`
      }
      if (!missing(`minN50Kb`)) {
        self$`minN50Kb` <- `minN50Kb`
      }
      if (!missing(`releasedAfter`)) {
        if (!(is.character(`releasedAfter`) && length(`releasedAfter`) == 1)) {
          stop(paste("Error! Invalid data for `releasedAfter`. Must be a string:", `releasedAfter`))
        }
        self$`releasedAfter` <- `releasedAfter`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return GenomeListQuery as a base R list.
    #' @examples
    #' # convert array of GenomeListQuery (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert GenomeListQuery to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeListQueryObject <- list()
      if (!is.null(self$`q`)) {
        GenomeListQueryObject[["q"]] <-
          self$`q`
      }
      if (!is.null(self$`page`)) {
        GenomeListQueryObject[["page"]] <-
          self$`page`
      }
      if (!is.null(self$`pageSize`)) {
        GenomeListQueryObject[["pageSize"]] <-
          self$`pageSize`
      }
      if (!is.null(self$`sortBy`)) {
        GenomeListQueryObject[["sortBy"]] <-
          self$extractSimpleType(self$`sortBy`)
      }
      if (!is.null(self$`sortDirection`)) {
        GenomeListQueryObject[["sortDirection"]] <-
          self$extractSimpleType(self$`sortDirection`)
      }
      if (!is.null(self$`family`)) {
        GenomeListQueryObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`subfamily`)) {
        GenomeListQueryObject[["subfamily"]] <-
          self$`subfamily`
      }
      if (!is.null(self$`source`)) {
        GenomeListQueryObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`hasBrowser`)) {
        GenomeListQueryObject[["hasBrowser"]] <-
          self$`hasBrowser`
      }
      if (!is.null(self$`assemblyLevel`)) {
        GenomeListQueryObject[["assemblyLevel"]] <-
          self$extractSimpleType(self$`assemblyLevel`)
      }
      if (!is.null(self$`minBuscoCompletePct`)) {
        GenomeListQueryObject[["minBuscoCompletePct"]] <-
          self$`minBuscoCompletePct`
      }
      if (!is.null(self$`minN50Kb`)) {
        GenomeListQueryObject[["minN50Kb"]] <-
          self$`minN50Kb`
      }
      if (!is.null(self$`releasedAfter`)) {
        GenomeListQueryObject[["releasedAfter"]] <-
          self$`releasedAfter`
      }
      return(GenomeListQueryObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeListQuery
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeListQuery
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`q`)) {
        self$`q` <- this_object$`q`
      }
      if (!is.null(this_object$`page`)) {
        self$`page` <- this_object$`page`
      }
      if (!is.null(this_object$`pageSize`)) {
        self$`pageSize` <- this_object$`pageSize`
      }
      if (!is.null(this_object$`sortBy`)) {
        `sortby_object` <- GenomeSortBy$new()
        `sortby_object`$fromJSON(jsonlite::toJSON(this_object$`sortBy`, auto_unbox = TRUE, digits = NA))
        self$`sortBy` <- `sortby_object`
      }
      if (!is.null(this_object$`sortDirection`)) {
        `sortdirection_object` <- SortDirection$new()
        `sortdirection_object`$fromJSON(jsonlite::toJSON(this_object$`sortDirection`, auto_unbox = TRUE, digits = NA))
        self$`sortDirection` <- `sortdirection_object`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`subfamily`)) {
        self$`subfamily` <- this_object$`subfamily`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`hasBrowser`)) {
        self$`hasBrowser` <- this_object$`hasBrowser`
      }
      if (!is.null(this_object$`assemblyLevel`)) {
        `assemblylevel_object` <- NullableAssemblyLevel$new()
        `assemblylevel_object`$fromJSON(jsonlite::toJSON(this_object$`assemblyLevel`, auto_unbox = TRUE, digits = NA))
        self$`assemblyLevel` <- `assemblylevel_object`
      }
      if (!is.null(this_object$`minBuscoCompletePct`)) {
        self$`minBuscoCompletePct` <- this_object$`minBuscoCompletePct`
      }
      if (!is.null(this_object$`minN50Kb`)) {
        self$`minN50Kb` <- this_object$`minN50Kb`
      }
      if (!is.null(this_object$`releasedAfter`)) {
        self$`releasedAfter` <- this_object$`releasedAfter`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeListQuery in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeListQuery
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeListQuery
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`q` <- this_object$`q`
      self$`page` <- this_object$`page`
      self$`pageSize` <- this_object$`pageSize`
      self$`sortBy` <- GenomeSortBy$new()$fromJSON(jsonlite::toJSON(this_object$`sortBy`, auto_unbox = TRUE, digits = NA))
      self$`sortDirection` <- SortDirection$new()$fromJSON(jsonlite::toJSON(this_object$`sortDirection`, auto_unbox = TRUE, digits = NA))
      self$`family` <- this_object$`family`
      self$`subfamily` <- this_object$`subfamily`
      self$`source` <- this_object$`source`
      self$`hasBrowser` <- this_object$`hasBrowser`
      self$`assemblyLevel` <- NullableAssemblyLevel$new()$fromJSON(jsonlite::toJSON(this_object$`assemblyLevel`, auto_unbox = TRUE, digits = NA))
      self$`minBuscoCompletePct` <- this_object$`minBuscoCompletePct`
      self$`minN50Kb` <- this_object$`minN50Kb`
      self$`releasedAfter` <- this_object$`releasedAfter`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeListQuery and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `q`
      if (!is.null(input_json$`q`)) {
        if (!(is.character(input_json$`q`) && length(input_json$`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", input_json$`q`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `q` is missing."))
      }
      # check the required field `page`
      if (!is.null(input_json$`page`)) {
        if (!(is.numeric(input_json$`page`) && length(input_json$`page`) == 1)) {
          stop(paste("Error! Invalid data for `page`. Must be an integer:", input_json$`page`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `page` is missing."))
      }
      # check the required field `pageSize`
      if (!is.null(input_json$`pageSize`)) {
        if (!(is.numeric(input_json$`pageSize`) && length(input_json$`pageSize`) == 1)) {
          stop(paste("Error! Invalid data for `pageSize`. Must be an integer:", input_json$`pageSize`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `pageSize` is missing."))
      }
      # check the required field `sortBy`
      if (!is.null(input_json$`sortBy`)) {
        stopifnot(R6::is.R6(input_json$`sortBy`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `sortBy` is missing."))
      }
      # check the required field `sortDirection`
      if (!is.null(input_json$`sortDirection`)) {
        stopifnot(R6::is.R6(input_json$`sortDirection`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `sortDirection` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `family` is missing."))
      }
      # check the required field `subfamily`
      if (!is.null(input_json$`subfamily`)) {
        if (!(is.character(input_json$`subfamily`) && length(input_json$`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", input_json$`subfamily`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `subfamily` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `source` is missing."))
      }
      # check the required field `hasBrowser`
      if (!is.null(input_json$`hasBrowser`)) {
        if (!(is.logical(input_json$`hasBrowser`) && length(input_json$`hasBrowser`) == 1)) {
          stop(paste("Error! Invalid data for `hasBrowser`. Must be a boolean:", input_json$`hasBrowser`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `hasBrowser` is missing."))
      }
      # check the required field `assemblyLevel`
      if (!is.null(input_json$`assemblyLevel`)) {
        stopifnot(R6::is.R6(input_json$`assemblyLevel`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `assemblyLevel` is missing."))
      }
      # check the required field `minBuscoCompletePct`
      if (!is.null(input_json$`minBuscoCompletePct`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `minBuscoCompletePct` is missing."))
      }
      # check the required field `minN50Kb`
      if (!is.null(input_json$`minN50Kb`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `minN50Kb` is missing."))
      }
      # check the required field `releasedAfter`
      if (!is.null(input_json$`releasedAfter`)) {
        if (!(is.character(input_json$`releasedAfter`) && length(input_json$`releasedAfter`) == 1)) {
          stop(paste("Error! Invalid data for `releasedAfter`. Must be a string:", input_json$`releasedAfter`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeListQuery: the required field `releasedAfter` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeListQuery
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `q` is null
      if (is.null(self$`q`)) {
        return(FALSE)
      }

      # check if the required `page` is null
      if (is.null(self$`page`)) {
        return(FALSE)
      }

      if (self$`page` < 1) {
        return(FALSE)
      }

      # check if the required `pageSize` is null
      if (is.null(self$`pageSize`)) {
        return(FALSE)
      }

      if (self$`pageSize` < 1) {
        return(FALSE)
      }

      # check if the required `sortBy` is null
      if (is.null(self$`sortBy`)) {
        return(FALSE)
      }

      # check if the required `sortDirection` is null
      if (is.null(self$`sortDirection`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `q` is null
      if (is.null(self$`q`)) {
        invalid_fields["q"] <- "Non-nullable required field `q` cannot be null."
      }

      # check if the required `page` is null
      if (is.null(self$`page`)) {
        invalid_fields["page"] <- "Non-nullable required field `page` cannot be null."
      }

      if (self$`page` < 1) {
        invalid_fields["page"] <- "Invalid value for `page`, must be bigger than or equal to 1."
      }

      # check if the required `pageSize` is null
      if (is.null(self$`pageSize`)) {
        invalid_fields["pageSize"] <- "Non-nullable required field `pageSize` cannot be null."
      }

      if (self$`pageSize` < 1) {
        invalid_fields["pageSize"] <- "Invalid value for `pageSize`, must be bigger than or equal to 1."
      }

      # check if the required `sortBy` is null
      if (is.null(self$`sortBy`)) {
        invalid_fields["sortBy"] <- "Non-nullable required field `sortBy` cannot be null."
      }

      # check if the required `sortDirection` is null
      if (is.null(self$`sortDirection`)) {
        invalid_fields["sortDirection"] <- "Non-nullable required field `sortDirection` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# GenomeListQuery$unlock()
#
## Below is an example to define the print function
# GenomeListQuery$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeListQuery$lock()

