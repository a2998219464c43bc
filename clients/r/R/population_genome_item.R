#' Create a new PopulationGenomeItem
#'
#' @description
#' PopulationGenomeItem Class
#'
#' @docType class
#' @title PopulationGenomeItem
#' @description PopulationGenomeItem Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field speciesSlug  character
#' @field scientificName  character
#' @field populationName  character
#' @field sampleCount Distinct BioSamples (or sample-sheet rows); null when the source does not identify samples. integer
#' @field variantCount Abbreviated count text (e.g. `1.2M`); null when unknown. character
#' @field source  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
PopulationGenomeItem <- R6::R6Class(
  "PopulationGenomeItem",
  public = list(
    `id` = NULL,
    `speciesSlug` = NULL,
    `scientificName` = NULL,
    `populationName` = NULL,
    `sampleCount` = NULL,
    `variantCount` = NULL,
    `source` = NULL,

    #' @description
    #' Initialize a new PopulationGenomeItem class.
    #'
    #' @param id id
    #' @param speciesSlug speciesSlug
    #' @param scientificName scientificName
    #' @param populationName populationName
    #' @param sampleCount Distinct BioSamples (or sample-sheet rows); null when the source does not identify samples.
    #' @param variantCount Abbreviated count text (e.g. `1.2M`); null when unknown.
    #' @param source source
    #' @param ... Other optional arguments.
    initialize = function(`id`, `speciesSlug`, `scientificName`, `populationName`, `sampleCount`, `variantCount`, `source`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`speciesSlug`)) {
        if (!(is.character(`speciesSlug`) && length(`speciesSlug`) == 1)) {
          stop(paste("Error! Invalid data for `speciesSlug`. Must be a string:", `speciesSlug`))
        }
        self$`speciesSlug` <- `speciesSlug`
      }
      if (!missing(`scientificName`)) {
        if (!(is.character(`scientificName`) && length(`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", `scientificName`))
        }
        self$`scientificName` <- `scientificName`
      }
      if (!missing(`populationName`)) {
        if (!(is.character(`populationName`) && length(`populationName`) == 1)) {
          stop(paste("Error! Invalid data for `populationName`. Must be a string:", `populationName`))
        }
        self$`populationName` <- `populationName`
      }
      if (!missing(`sampleCount`)) {
        if (!(is.numeric(`sampleCount`) && length(`sampleCount`) == 1)) {
          stop(paste("Error! Invalid data for `sampleCount`. Must be an integer:", `sampleCount`))
        }
        self$`sampleCount` <- `sampleCount`
      }
      if (!missing(`variantCount`)) {
        if (!(is.character(`variantCount`) && length(`variantCount`) == 1)) {
          stop(paste("Error! Invalid data for `variantCount`. Must be a string:", `variantCount`))
        }
        self$`variantCount` <- `variantCount`
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
    #' @return PopulationGenomeItem as a base R list.
    #' @examples
    #' # convert array of PopulationGenomeItem (x) to a data frame
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
    #' Convert PopulationGenomeItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      PopulationGenomeItemObject <- list()
      if (!is.null(self$`id`)) {
        PopulationGenomeItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`speciesSlug`)) {
        PopulationGenomeItemObject[["speciesSlug"]] <-
          self$`speciesSlug`
      }
      if (!is.null(self$`scientificName`)) {
        PopulationGenomeItemObject[["scientificName"]] <-
          self$`scientificName`
      }
      if (!is.null(self$`populationName`)) {
        PopulationGenomeItemObject[["populationName"]] <-
          self$`populationName`
      }
      if (!is.null(self$`sampleCount`)) {
        PopulationGenomeItemObject[["sampleCount"]] <-
          self$`sampleCount`
      }
      if (!is.null(self$`variantCount`)) {
        PopulationGenomeItemObject[["variantCount"]] <-
          self$`variantCount`
      }
      if (!is.null(self$`source`)) {
        PopulationGenomeItemObject[["source"]] <-
          self$`source`
      }
      return(PopulationGenomeItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of PopulationGenomeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of PopulationGenomeItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`speciesSlug`)) {
        self$`speciesSlug` <- this_object$`speciesSlug`
      }
      if (!is.null(this_object$`scientificName`)) {
        self$`scientificName` <- this_object$`scientificName`
      }
      if (!is.null(this_object$`populationName`)) {
        self$`populationName` <- this_object$`populationName`
      }
      if (!is.null(this_object$`sampleCount`)) {
        self$`sampleCount` <- this_object$`sampleCount`
      }
      if (!is.null(this_object$`variantCount`)) {
        self$`variantCount` <- this_object$`variantCount`
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
    #' @return PopulationGenomeItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of PopulationGenomeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of PopulationGenomeItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`speciesSlug` <- this_object$`speciesSlug`
      self$`scientificName` <- this_object$`scientificName`
      self$`populationName` <- this_object$`populationName`
      self$`sampleCount` <- this_object$`sampleCount`
      self$`variantCount` <- this_object$`variantCount`
      self$`source` <- this_object$`source`
      self
    },

    #' @description
    #' Validate JSON input with respect to PopulationGenomeItem and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `id` is missing."))
      }
      # check the required field `speciesSlug`
      if (!is.null(input_json$`speciesSlug`)) {
        if (!(is.character(input_json$`speciesSlug`) && length(input_json$`speciesSlug`) == 1)) {
          stop(paste("Error! Invalid data for `speciesSlug`. Must be a string:", input_json$`speciesSlug`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `speciesSlug` is missing."))
      }
      # check the required field `scientificName`
      if (!is.null(input_json$`scientificName`)) {
        if (!(is.character(input_json$`scientificName`) && length(input_json$`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", input_json$`scientificName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `scientificName` is missing."))
      }
      # check the required field `populationName`
      if (!is.null(input_json$`populationName`)) {
        if (!(is.character(input_json$`populationName`) && length(input_json$`populationName`) == 1)) {
          stop(paste("Error! Invalid data for `populationName`. Must be a string:", input_json$`populationName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `populationName` is missing."))
      }
      # check the required field `sampleCount`
      if (!is.null(input_json$`sampleCount`)) {
        if (!(is.numeric(input_json$`sampleCount`) && length(input_json$`sampleCount`) == 1)) {
          stop(paste("Error! Invalid data for `sampleCount`. Must be an integer:", input_json$`sampleCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `sampleCount` is missing."))
      }
      # check the required field `variantCount`
      if (!is.null(input_json$`variantCount`)) {
        if (!(is.character(input_json$`variantCount`) && length(input_json$`variantCount`) == 1)) {
          stop(paste("Error! Invalid data for `variantCount`. Must be a string:", input_json$`variantCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `variantCount` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PopulationGenomeItem: the required field `source` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of PopulationGenomeItem
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

      # check if the required `speciesSlug` is null
      if (is.null(self$`speciesSlug`)) {
        return(FALSE)
      }

      if (!str_detect(self$`speciesSlug`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        return(FALSE)
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        return(FALSE)
      }

      # check if the required `populationName` is null
      if (is.null(self$`populationName`)) {
        return(FALSE)
      }

      if (self$`sampleCount` < 0) {
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

      # check if the required `speciesSlug` is null
      if (is.null(self$`speciesSlug`)) {
        invalid_fields["speciesSlug"] <- "Non-nullable required field `speciesSlug` cannot be null."
      }

      if (!str_detect(self$`speciesSlug`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        invalid_fields["speciesSlug"] <- "Invalid value for `speciesSlug`, must conform to the pattern ^[a-z0-9]+(?:-[a-z0-9]+)*$."
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        invalid_fields["scientificName"] <- "Non-nullable required field `scientificName` cannot be null."
      }

      # check if the required `populationName` is null
      if (is.null(self$`populationName`)) {
        invalid_fields["populationName"] <- "Non-nullable required field `populationName` cannot be null."
      }

      if (self$`sampleCount` < 0) {
        invalid_fields["sampleCount"] <- "Invalid value for `sampleCount`, must be bigger than or equal to 0."
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
# PopulationGenomeItem$unlock()
#
## Below is an example to define the print function
# PopulationGenomeItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# PopulationGenomeItem$lock()

