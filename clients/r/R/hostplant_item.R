#' Create a new HostplantItem
#'
#' @description
#' One association; names the source lacks (genus- or family-level records) are null.
#'
#' @docType class
#' @title HostplantItem
#' @description HostplantItem Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field insectFamily  character
#' @field insectGenus  character
#' @field insectSpecies Insect scientific name (binomial); null for genus-level records. character
#' @field hostplantFamily  character
#' @field hostplantGenus  character
#' @field hostplantSpecies Host plant scientific name (binomial); null for genus- or family-level records. character
#' @field references Literature citation for the association. character
#' @field source Data source. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
HostplantItem <- R6::R6Class(
  "HostplantItem",
  public = list(
    `id` = NULL,
    `insectFamily` = NULL,
    `insectGenus` = NULL,
    `insectSpecies` = NULL,
    `hostplantFamily` = NULL,
    `hostplantGenus` = NULL,
    `hostplantSpecies` = NULL,
    `references` = NULL,
    `source` = NULL,

    #' @description
    #' Initialize a new HostplantItem class.
    #'
    #' @param id id
    #' @param insectFamily insectFamily
    #' @param insectGenus insectGenus
    #' @param insectSpecies Insect scientific name (binomial); null for genus-level records.
    #' @param hostplantFamily hostplantFamily
    #' @param hostplantGenus hostplantGenus
    #' @param hostplantSpecies Host plant scientific name (binomial); null for genus- or family-level records.
    #' @param references Literature citation for the association.
    #' @param source Data source.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `insectFamily`, `insectGenus`, `insectSpecies`, `hostplantFamily`, `hostplantGenus`, `hostplantSpecies`, `references`, `source`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`insectFamily`)) {
        if (!(is.character(`insectFamily`) && length(`insectFamily`) == 1)) {
          stop(paste("Error! Invalid data for `insectFamily`. Must be a string:", `insectFamily`))
        }
        self$`insectFamily` <- `insectFamily`
      }
      if (!missing(`insectGenus`)) {
        if (!(is.character(`insectGenus`) && length(`insectGenus`) == 1)) {
          stop(paste("Error! Invalid data for `insectGenus`. Must be a string:", `insectGenus`))
        }
        self$`insectGenus` <- `insectGenus`
      }
      if (!missing(`insectSpecies`)) {
        if (!(is.character(`insectSpecies`) && length(`insectSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `insectSpecies`. Must be a string:", `insectSpecies`))
        }
        self$`insectSpecies` <- `insectSpecies`
      }
      if (!missing(`hostplantFamily`)) {
        if (!(is.character(`hostplantFamily`) && length(`hostplantFamily`) == 1)) {
          stop(paste("Error! Invalid data for `hostplantFamily`. Must be a string:", `hostplantFamily`))
        }
        self$`hostplantFamily` <- `hostplantFamily`
      }
      if (!missing(`hostplantGenus`)) {
        if (!(is.character(`hostplantGenus`) && length(`hostplantGenus`) == 1)) {
          stop(paste("Error! Invalid data for `hostplantGenus`. Must be a string:", `hostplantGenus`))
        }
        self$`hostplantGenus` <- `hostplantGenus`
      }
      if (!missing(`hostplantSpecies`)) {
        if (!(is.character(`hostplantSpecies`) && length(`hostplantSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `hostplantSpecies`. Must be a string:", `hostplantSpecies`))
        }
        self$`hostplantSpecies` <- `hostplantSpecies`
      }
      if (!missing(`references`)) {
        if (!(is.character(`references`) && length(`references`) == 1)) {
          stop(paste("Error! Invalid data for `references`. Must be a string:", `references`))
        }
        self$`references` <- `references`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
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
    #' @return HostplantItem as a base R list.
    #' @examples
    #' # convert array of HostplantItem (x) to a data frame
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
    #' Convert HostplantItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      HostplantItemObject <- list()
      if (!is.null(self$`id`)) {
        HostplantItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`insectFamily`)) {
        HostplantItemObject[["insectFamily"]] <-
          self$`insectFamily`
      }
      if (!is.null(self$`insectGenus`)) {
        HostplantItemObject[["insectGenus"]] <-
          self$`insectGenus`
      }
      if (!is.null(self$`insectSpecies`)) {
        HostplantItemObject[["insectSpecies"]] <-
          self$`insectSpecies`
      }
      if (!is.null(self$`hostplantFamily`)) {
        HostplantItemObject[["hostplantFamily"]] <-
          self$`hostplantFamily`
      }
      if (!is.null(self$`hostplantGenus`)) {
        HostplantItemObject[["hostplantGenus"]] <-
          self$`hostplantGenus`
      }
      if (!is.null(self$`hostplantSpecies`)) {
        HostplantItemObject[["hostplantSpecies"]] <-
          self$`hostplantSpecies`
      }
      if (!is.null(self$`references`)) {
        HostplantItemObject[["references"]] <-
          self$`references`
      }
      if (!is.null(self$`source`)) {
        HostplantItemObject[["source"]] <-
          self$`source`
      }
      return(HostplantItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of HostplantItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of HostplantItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`insectFamily`)) {
        self$`insectFamily` <- this_object$`insectFamily`
      }
      if (!is.null(this_object$`insectGenus`)) {
        self$`insectGenus` <- this_object$`insectGenus`
      }
      if (!is.null(this_object$`insectSpecies`)) {
        self$`insectSpecies` <- this_object$`insectSpecies`
      }
      if (!is.null(this_object$`hostplantFamily`)) {
        self$`hostplantFamily` <- this_object$`hostplantFamily`
      }
      if (!is.null(this_object$`hostplantGenus`)) {
        self$`hostplantGenus` <- this_object$`hostplantGenus`
      }
      if (!is.null(this_object$`hostplantSpecies`)) {
        self$`hostplantSpecies` <- this_object$`hostplantSpecies`
      }
      if (!is.null(this_object$`references`)) {
        self$`references` <- this_object$`references`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return HostplantItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of HostplantItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of HostplantItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`insectFamily` <- this_object$`insectFamily`
      self$`insectGenus` <- this_object$`insectGenus`
      self$`insectSpecies` <- this_object$`insectSpecies`
      self$`hostplantFamily` <- this_object$`hostplantFamily`
      self$`hostplantGenus` <- this_object$`hostplantGenus`
      self$`hostplantSpecies` <- this_object$`hostplantSpecies`
      self$`references` <- this_object$`references`
      self$`source` <- this_object$`source`
      self
    },

    #' @description
    #' Validate JSON input with respect to HostplantItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `id` is missing."))
      }
      # check the required field `insectFamily`
      if (!is.null(input_json$`insectFamily`)) {
        if (!(is.character(input_json$`insectFamily`) && length(input_json$`insectFamily`) == 1)) {
          stop(paste("Error! Invalid data for `insectFamily`. Must be a string:", input_json$`insectFamily`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `insectFamily` is missing."))
      }
      # check the required field `insectGenus`
      if (!is.null(input_json$`insectGenus`)) {
        if (!(is.character(input_json$`insectGenus`) && length(input_json$`insectGenus`) == 1)) {
          stop(paste("Error! Invalid data for `insectGenus`. Must be a string:", input_json$`insectGenus`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `insectGenus` is missing."))
      }
      # check the required field `insectSpecies`
      if (!is.null(input_json$`insectSpecies`)) {
        if (!(is.character(input_json$`insectSpecies`) && length(input_json$`insectSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `insectSpecies`. Must be a string:", input_json$`insectSpecies`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `insectSpecies` is missing."))
      }
      # check the required field `hostplantFamily`
      if (!is.null(input_json$`hostplantFamily`)) {
        if (!(is.character(input_json$`hostplantFamily`) && length(input_json$`hostplantFamily`) == 1)) {
          stop(paste("Error! Invalid data for `hostplantFamily`. Must be a string:", input_json$`hostplantFamily`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `hostplantFamily` is missing."))
      }
      # check the required field `hostplantGenus`
      if (!is.null(input_json$`hostplantGenus`)) {
        if (!(is.character(input_json$`hostplantGenus`) && length(input_json$`hostplantGenus`) == 1)) {
          stop(paste("Error! Invalid data for `hostplantGenus`. Must be a string:", input_json$`hostplantGenus`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `hostplantGenus` is missing."))
      }
      # check the required field `hostplantSpecies`
      if (!is.null(input_json$`hostplantSpecies`)) {
        if (!(is.character(input_json$`hostplantSpecies`) && length(input_json$`hostplantSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `hostplantSpecies`. Must be a string:", input_json$`hostplantSpecies`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `hostplantSpecies` is missing."))
      }
      # check the required field `references`
      if (!is.null(input_json$`references`)) {
        if (!(is.character(input_json$`references`) && length(input_json$`references`) == 1)) {
          stop(paste("Error! Invalid data for `references`. Must be a string:", input_json$`references`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `references` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HostplantItem: the required field `source` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of HostplantItem
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

      # check if the required `insectFamily` is null
      if (is.null(self$`insectFamily`)) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
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

      # check if the required `insectFamily` is null
      if (is.null(self$`insectFamily`)) {
        invalid_fields["insectFamily"] <- "Non-nullable required field `insectFamily` cannot be null."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
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
# HostplantItem$unlock()
#
## Below is an example to define the print function
# HostplantItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# HostplantItem$lock()

