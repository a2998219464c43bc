#' Create a new TaxonomySearchItem
#'
#' @description
#' TaxonomySearchItem Class
#'
#' @docType class
#' @title TaxonomySearchItem
#' @description TaxonomySearchItem Class
#' @format An \code{R6Class} generator object
#' @field id Id of the (accepted) taxon. integer
#' @field name Accepted scientific name of the taxon. character
#' @field rank  character
#' @field authorship  character
#' @field matchedText The name that matched (scientific name, synonym or common name), plain text. character
#' @field matchedField  \link{MatchedField}
#' @field highlight `matchedText` as HTML: the matching part wrapped in `<mark>…</mark>`, everything else HTML-escaped. character
#' @field matchType  character
#' @field score Relevance score (higher is better); comparable within one response only. numeric
#' @field acceptedName Accepted name when a synonym matched, otherwise null. character
#' @field acceptedId Id of the accepted taxon when a synonym matched, otherwise null. integer
#' @field lineage Ancestors from the root down to the parent. list(\link{TaxonRef})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomySearchItem <- R6::R6Class(
  "TaxonomySearchItem",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `rank` = NULL,
    `authorship` = NULL,
    `matchedText` = NULL,
    `matchedField` = NULL,
    `highlight` = NULL,
    `matchType` = NULL,
    `score` = NULL,
    `acceptedName` = NULL,
    `acceptedId` = NULL,
    `lineage` = NULL,

    #' @description
    #' Initialize a new TaxonomySearchItem class.
    #'
    #' @param id Id of the (accepted) taxon.
    #' @param name Accepted scientific name of the taxon.
    #' @param rank rank
    #' @param authorship authorship
    #' @param matchedText The name that matched (scientific name, synonym or common name), plain text.
    #' @param matchedField matchedField
    #' @param highlight `matchedText` as HTML: the matching part wrapped in `<mark>…</mark>`, everything else HTML-escaped.
    #' @param matchType matchType
    #' @param score Relevance score (higher is better); comparable within one response only.
    #' @param acceptedName Accepted name when a synonym matched, otherwise null.
    #' @param acceptedId Id of the accepted taxon when a synonym matched, otherwise null.
    #' @param lineage Ancestors from the root down to the parent.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `rank`, `authorship`, `matchedText`, `matchedField`, `highlight`, `matchType`, `score`, `acceptedName`, `acceptedId`, `lineage`, ...) {
      if (!missing(`id`)) {
        if (!(is.numeric(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`rank`)) {
        if (!(is.character(`rank`) && length(`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", `rank`))
        }
        self$`rank` <- `rank`
      }
      if (!missing(`authorship`)) {
        if (!(is.character(`authorship`) && length(`authorship`) == 1)) {
          stop(paste("Error! Invalid data for `authorship`. Must be a string:", `authorship`))
        }
        self$`authorship` <- `authorship`
      }
      if (!missing(`matchedText`)) {
        if (!(is.character(`matchedText`) && length(`matchedText`) == 1)) {
          stop(paste("Error! Invalid data for `matchedText`. Must be a string:", `matchedText`))
        }
        self$`matchedText` <- `matchedText`
      }
      if (!missing(`matchedField`)) {
        if (!(`matchedField` %in% c())) {
          stop(paste("Error! \"", `matchedField`, "\" cannot be assigned to `matchedField`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`matchedField`))
        self$`matchedField` <- `matchedField`
      }
      if (!missing(`highlight`)) {
        if (!(is.character(`highlight`) && length(`highlight`) == 1)) {
          stop(paste("Error! Invalid data for `highlight`. Must be a string:", `highlight`))
        }
        self$`highlight` <- `highlight`
      }
      if (!missing(`matchType`)) {
        if (!(`matchType` %in% c("exact", "prefix", "fuzzy"))) {
          stop(paste("Error! \"", `matchType`, "\" cannot be assigned to `matchType`. Must be \"exact\", \"prefix\", \"fuzzy\".", sep = ""))
        }
        if (!(is.character(`matchType`) && length(`matchType`) == 1)) {
          stop(paste("Error! Invalid data for `matchType`. Must be a string:", `matchType`))
        }
        self$`matchType` <- `matchType`
      }
      if (!missing(`score`)) {
        self$`score` <- `score`
      }
      if (!missing(`acceptedName`)) {
        if (!(is.character(`acceptedName`) && length(`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", `acceptedName`))
        }
        self$`acceptedName` <- `acceptedName`
      }
      if (!missing(`acceptedId`)) {
        if (!(is.numeric(`acceptedId`) && length(`acceptedId`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedId`. Must be an integer:", `acceptedId`))
        }
        self$`acceptedId` <- `acceptedId`
      }
      if (!missing(`lineage`)) {
        stopifnot(is.vector(`lineage`), length(`lineage`) != 0)
        sapply(`lineage`, function(x) stopifnot(R6::is.R6(x)))
        self$`lineage` <- `lineage`
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
    #' @return TaxonomySearchItem as a base R list.
    #' @examples
    #' # convert array of TaxonomySearchItem (x) to a data frame
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
    #' Convert TaxonomySearchItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomySearchItemObject <- list()
      if (!is.null(self$`id`)) {
        TaxonomySearchItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        TaxonomySearchItemObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`rank`)) {
        TaxonomySearchItemObject[["rank"]] <-
          self$`rank`
      }
      if (!is.null(self$`authorship`)) {
        TaxonomySearchItemObject[["authorship"]] <-
          self$`authorship`
      }
      if (!is.null(self$`matchedText`)) {
        TaxonomySearchItemObject[["matchedText"]] <-
          self$`matchedText`
      }
      if (!is.null(self$`matchedField`)) {
        TaxonomySearchItemObject[["matchedField"]] <-
          self$extractSimpleType(self$`matchedField`)
      }
      if (!is.null(self$`highlight`)) {
        TaxonomySearchItemObject[["highlight"]] <-
          self$`highlight`
      }
      if (!is.null(self$`matchType`)) {
        TaxonomySearchItemObject[["matchType"]] <-
          self$`matchType`
      }
      if (!is.null(self$`score`)) {
        TaxonomySearchItemObject[["score"]] <-
          self$`score`
      }
      if (!is.null(self$`acceptedName`)) {
        TaxonomySearchItemObject[["acceptedName"]] <-
          self$`acceptedName`
      }
      if (!is.null(self$`acceptedId`)) {
        TaxonomySearchItemObject[["acceptedId"]] <-
          self$`acceptedId`
      }
      if (!is.null(self$`lineage`)) {
        TaxonomySearchItemObject[["lineage"]] <-
          self$extractSimpleType(self$`lineage`)
      }
      return(TaxonomySearchItemObject)
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
    #' Deserialize JSON string into an instance of TaxonomySearchItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomySearchItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`rank`)) {
        self$`rank` <- this_object$`rank`
      }
      if (!is.null(this_object$`authorship`)) {
        self$`authorship` <- this_object$`authorship`
      }
      if (!is.null(this_object$`matchedText`)) {
        self$`matchedText` <- this_object$`matchedText`
      }
      if (!is.null(this_object$`matchedField`)) {
        `matchedfield_object` <- MatchedField$new()
        `matchedfield_object`$fromJSON(jsonlite::toJSON(this_object$`matchedField`, auto_unbox = TRUE, digits = NA))
        self$`matchedField` <- `matchedfield_object`
      }
      if (!is.null(this_object$`highlight`)) {
        self$`highlight` <- this_object$`highlight`
      }
      if (!is.null(this_object$`matchType`)) {
        if (!is.null(this_object$`matchType`) && !(this_object$`matchType` %in% c("exact", "prefix", "fuzzy"))) {
          stop(paste("Error! \"", this_object$`matchType`, "\" cannot be assigned to `matchType`. Must be \"exact\", \"prefix\", \"fuzzy\".", sep = ""))
        }
        self$`matchType` <- this_object$`matchType`
      }
      if (!is.null(this_object$`score`)) {
        self$`score` <- this_object$`score`
      }
      if (!is.null(this_object$`acceptedName`)) {
        self$`acceptedName` <- this_object$`acceptedName`
      }
      if (!is.null(this_object$`acceptedId`)) {
        self$`acceptedId` <- this_object$`acceptedId`
      }
      if (!is.null(this_object$`lineage`)) {
        self$`lineage` <- ApiClient$new()$deserializeObj(this_object$`lineage`, "array[TaxonRef]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomySearchItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomySearchItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomySearchItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`rank` <- this_object$`rank`
      self$`authorship` <- this_object$`authorship`
      self$`matchedText` <- this_object$`matchedText`
      self$`matchedField` <- MatchedField$new()$fromJSON(jsonlite::toJSON(this_object$`matchedField`, auto_unbox = TRUE, digits = NA))
      self$`highlight` <- this_object$`highlight`
      if (!is.null(this_object$`matchType`) && !(this_object$`matchType` %in% c("exact", "prefix", "fuzzy"))) {
        stop(paste("Error! \"", this_object$`matchType`, "\" cannot be assigned to `matchType`. Must be \"exact\", \"prefix\", \"fuzzy\".", sep = ""))
      }
      self$`matchType` <- this_object$`matchType`
      self$`score` <- this_object$`score`
      self$`acceptedName` <- this_object$`acceptedName`
      self$`acceptedId` <- this_object$`acceptedId`
      self$`lineage` <- ApiClient$new()$deserializeObj(this_object$`lineage`, "array[TaxonRef]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomySearchItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.numeric(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `name` is missing."))
      }
      # check the required field `rank`
      if (!is.null(input_json$`rank`)) {
        if (!(is.character(input_json$`rank`) && length(input_json$`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", input_json$`rank`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `rank` is missing."))
      }
      # check the required field `authorship`
      if (!is.null(input_json$`authorship`)) {
        if (!(is.character(input_json$`authorship`) && length(input_json$`authorship`) == 1)) {
          stop(paste("Error! Invalid data for `authorship`. Must be a string:", input_json$`authorship`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `authorship` is missing."))
      }
      # check the required field `matchedText`
      if (!is.null(input_json$`matchedText`)) {
        if (!(is.character(input_json$`matchedText`) && length(input_json$`matchedText`) == 1)) {
          stop(paste("Error! Invalid data for `matchedText`. Must be a string:", input_json$`matchedText`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `matchedText` is missing."))
      }
      # check the required field `matchedField`
      if (!is.null(input_json$`matchedField`)) {
        stopifnot(R6::is.R6(input_json$`matchedField`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `matchedField` is missing."))
      }
      # check the required field `highlight`
      if (!is.null(input_json$`highlight`)) {
        if (!(is.character(input_json$`highlight`) && length(input_json$`highlight`) == 1)) {
          stop(paste("Error! Invalid data for `highlight`. Must be a string:", input_json$`highlight`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `highlight` is missing."))
      }
      # check the required field `matchType`
      if (!is.null(input_json$`matchType`)) {
        if (!(is.character(input_json$`matchType`) && length(input_json$`matchType`) == 1)) {
          stop(paste("Error! Invalid data for `matchType`. Must be a string:", input_json$`matchType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `matchType` is missing."))
      }
      # check the required field `score`
      if (!is.null(input_json$`score`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `score` is missing."))
      }
      # check the required field `acceptedName`
      if (!is.null(input_json$`acceptedName`)) {
        if (!(is.character(input_json$`acceptedName`) && length(input_json$`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", input_json$`acceptedName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `acceptedName` is missing."))
      }
      # check the required field `acceptedId`
      if (!is.null(input_json$`acceptedId`)) {
        if (!(is.numeric(input_json$`acceptedId`) && length(input_json$`acceptedId`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedId`. Must be an integer:", input_json$`acceptedId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `acceptedId` is missing."))
      }
      # check the required field `lineage`
      if (!is.null(input_json$`lineage`)) {
        stopifnot(is.vector(input_json$`lineage`), length(input_json$`lineage`) != 0)
        tmp <- sapply(input_json$`lineage`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchItem: the required field `lineage` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomySearchItem
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (self$`id` < 1) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        return(FALSE)
      }

      # check if the required `matchedText` is null
      if (is.null(self$`matchedText`)) {
        return(FALSE)
      }

      # check if the required `matchedField` is null
      if (is.null(self$`matchedField`)) {
        return(FALSE)
      }

      # check if the required `highlight` is null
      if (is.null(self$`highlight`)) {
        return(FALSE)
      }

      # check if the required `matchType` is null
      if (is.null(self$`matchType`)) {
        return(FALSE)
      }

      # check if the required `score` is null
      if (is.null(self$`score`)) {
        return(FALSE)
      }

      if (self$`score` < 0) {
        return(FALSE)
      }

      # check if the required `lineage` is null
      if (is.null(self$`lineage`)) {
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
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (self$`id` < 1) {
        invalid_fields["id"] <- "Invalid value for `id`, must be bigger than or equal to 1."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        invalid_fields["rank"] <- "Non-nullable required field `rank` cannot be null."
      }

      # check if the required `matchedText` is null
      if (is.null(self$`matchedText`)) {
        invalid_fields["matchedText"] <- "Non-nullable required field `matchedText` cannot be null."
      }

      # check if the required `matchedField` is null
      if (is.null(self$`matchedField`)) {
        invalid_fields["matchedField"] <- "Non-nullable required field `matchedField` cannot be null."
      }

      # check if the required `highlight` is null
      if (is.null(self$`highlight`)) {
        invalid_fields["highlight"] <- "Non-nullable required field `highlight` cannot be null."
      }

      # check if the required `matchType` is null
      if (is.null(self$`matchType`)) {
        invalid_fields["matchType"] <- "Non-nullable required field `matchType` cannot be null."
      }

      # check if the required `score` is null
      if (is.null(self$`score`)) {
        invalid_fields["score"] <- "Non-nullable required field `score` cannot be null."
      }

      if (self$`score` < 0) {
        invalid_fields["score"] <- "Invalid value for `score`, must be bigger than or equal to 0."
      }

      # check if the required `lineage` is null
      if (is.null(self$`lineage`)) {
        invalid_fields["lineage"] <- "Non-nullable required field `lineage` cannot be null."
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
# TaxonomySearchItem$unlock()
#
## Below is an example to define the print function
# TaxonomySearchItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomySearchItem$lock()

